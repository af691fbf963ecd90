export const SITE_NAME = 'Cloud Snippets';
export const DEFAULT_DESCRIPTION =
  'Share and discover Salesforce code snippets: AMPscript, SSJS, SQL, Apex, Lightning Web Components and more.';

/** "Page – Cloud Snippets", or the site name alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}

/** Title and meta description of a page; React 19 hoists them into <head>. */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
}: {
  title?: string;
  description?: string;
}) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
