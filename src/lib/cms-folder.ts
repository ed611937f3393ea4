/** The editors' CMS lives at /admin/ (public/admin/): its own page and bundle, no page of the site. */
export const CMS_FOLDER = "admin";
