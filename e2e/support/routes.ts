import { categoryRoutes, paths } from 'shell/routes'

export const categoryPaths = categoryRoutes.map((route) => paths.category(route.slug))
export const allPagePaths = [paths.home, ...categoryPaths]
