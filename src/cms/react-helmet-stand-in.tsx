/*
 * What the CMS bundle gets for `import { Helmet } from "react-helmet"` (plugins/decap-cms-admin
 * aliases it there, and only there): a preview draws a part of a page inside Decap's frame, whose
 * head is Decap's; the site's head tags (a poster's preload) have no place in it.
 */
export const Helmet = () => null;
