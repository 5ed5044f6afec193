/** The URL of the icon sprite, a hashed asset made by the build (scripts/icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
