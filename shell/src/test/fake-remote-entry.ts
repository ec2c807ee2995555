/** For tests: the meta chunk a fake remoteEntry.js names, as the plugin names it. */
export const FAKE_META_CHUNK = './__federation_expose_Meta-Ddf-kCk-.js'

/** For tests: a remoteEntry.js as the federation plugin writes it (minified, module map first). */
export function remoteEntrySource(metaChunk = FAKE_META_CHUNK): string {
  return `const m={},g=new Set(["Module","__esModule","default"]);let p={"./Faq":()=>(w(["__federation_expose_Faq-BLtNXLyn.css"],!1,"./Faq"),E("./__federation_expose_Faq-CVeHqV_A.js").then(e=>()=>e)),"./meta":()=>(w([],!1,"./meta"),E(${JSON.stringify(metaChunk)}).then(e=>()=>e))};const w=(e,s,l)=>{};async function E(e){return m[e]??=import(e),m[e]}const T=e=>p[e](),j=e=>{};export{w as dynamicLoadingCss,T as get,j as init};`
}
