// decap-cms-locales ships no types: the English phrases, as far as src/cms/cms.tsx reads them.
declare module "decap-cms-locales" {
  type Phrases = { [key: string]: string | Phrases };
  export const en: Phrases & {
    editor: Phrases & { editorControlPane: Phrases & { widget: Phrases }; editorInterface: Phrases };
  };
}
