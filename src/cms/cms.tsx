import CMS from "decap-cms-app";
import { en } from "decap-cms-locales";
import languages from "../../content/languages.json";
import { contentModel } from "../content-model/model";
import { editedFiles } from "./content-files";
import {
  decapCollections,
  decapI18n,
  entryNameOf,
  MEDIA_FOLDER,
  MODEL_TEXT_WIDGET,
  PUBLIC_FOLDER,
} from "./decap-config";
import { joinLanguagesIn } from "./languages-backend";
import { ModelTextControl } from "./model-text-widget";
import { FieldsPreview, previewTemplates } from "./preview/templates";
// The site's CSS, for the preview frame only: gatsby-plugin-decap-cms writes what this bundle
// imports to cms.css, registers it as the preview's style and keeps it out of the CMS's own page.
import "../styles/global.css";

/*
 * The editors' CMS at /admin/ (gatsby-plugin-decap-cms builds this module into its own bundle,
 * never loaded by a visitor page). static/admin/config.yml holds what an operator configures:
 * the git host, the editorial workflow, the local backend. Everything about the content comes
 * from the content model here.
 */

// English and Hindi side by side: Decap reads one file of both languages and saves each
// language's own file, through the git backends this site uses (local decap-server, GitHub).
const files = editedFiles(contentModel, languages);
for (const backend of ["proxy", "github"]) joinLanguagesIn(CMS, backend, files);
// The schema lets the generated fields carry their model rules past Decap's config check.
CMS.registerWidget({
  name: MODEL_TEXT_WIDGET,
  controlComponent: ModelTextControl,
  previewComponent: CMS.getWidget("string")?.preview,
  schema: { properties: { rules: { type: "object" }, multiline: { type: "boolean" } } },
} as never);

// Decap's own checks (a required select, a picture's file type) in the build's words, and its
// editing screen's toggles named for what they show.
CMS.registerLocale("en", {
  ...en,
  editor: {
    ...en.editor,
    editorControlPane: {
      ...en.editor.editorControlPane,
      widget: {
        ...en.editor.editorControlPane.widget,
        required: "%{fieldLabel}: is a required field",
        regexPattern: "%{fieldLabel}: %{pattern}",
      },
    },
    editorInterface: {
      ...en.editor.editorInterface,
      toggleI18n: "Both languages side by side",
      togglePreview: "Preview",
    },
  },
});

// The site's own components preview a team profile, a press card, an event, home's sections and
// the legal pages, in the entry's language, as the editor types; every file that has twins in
// the other languages gets the twin notice, over Decap's plain fields where the site has no preview.
for (const file of contentModel) {
  const name = entryNameOf(file);
  const template = previewTemplates[name] ?? (file.shared ? undefined : FieldsPreview);
  if (template) CMS.registerPreviewTemplate(name, template);
}

// decap-server writes the checkout's files directly (no branches): the local backend publishes at once.
const local = ["127.0.0.1", "localhost"].includes(window.location.hostname);

CMS.init({
  config: {
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    ...(local ? { publish_mode: "simple" } : {}),
    i18n: decapI18n(languages),
    collections: decapCollections(contentModel),
  } as never,
});
