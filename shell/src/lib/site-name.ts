/** The site's name, in titles, the header and the servers' status pages (which are built without the app's globals). */
export const SITE_NAME = 'Păcănele Online'
