/** The Site Health screen and its download, named once for the routes' links, the forms and the tests. */
export const SITE_HEALTH_PATH = "/admin/site-health";
export const BACKUP_DOWNLOAD_PATH = "/admin/site-health/backup";
