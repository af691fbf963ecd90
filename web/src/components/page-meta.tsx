export const SITE_NAME = 'Cloud Snippets';
export const DEFAULT_DESCRIPTION =
  'Share and discover Salesforce code snippets: AMPscript, SSJS, SQL, Apex, Lightning Web Components and more.';

/** "Page – Cloud Snippets", or the site name alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}

/** Title, meta description and (optionally) keywords of a page; React 19 hoists them into <head>. */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  keywords,
}: {
  title?: string;
  description?: string;
  /** Meta keywords (e.g. a profile's top languages, SPEC §9); none when empty. */
  keywords?: readonly string[];
}) {
  const keywordList = keywords?.map((keyword) => keyword.trim()).filter(Boolean) ?? [];
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {keywordList.length > 0 && <meta name="keywords" content={keywordList.join(', ')} />}
    </>
  );
}
