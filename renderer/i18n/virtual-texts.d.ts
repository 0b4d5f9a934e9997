// The texts of one language, made from the catalog by vite.config.ts (load-texts.ts loads them).
declare module 'virtual:texts-*' {
  const texts: import('./load-texts.ts').Texts;
  export default texts;
}
