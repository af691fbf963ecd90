import { Link } from 'react-router';
import { DocumentPage, type DocumentSection } from '../../components/layouts/document-page';
import { paths } from '../../config/paths';

const SECTIONS: DocumentSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    content: (
      <p>
        Cloud Snippets is a community site where developers share and discover code snippets for Salesforce
        Marketing Cloud and Sales &amp; Service Cloud. Anyone may browse; an account lets you post snippets,
        comment, react and save. It is an independent community and is not operated or endorsed by Salesforce.
        Salesforce, Marketing Cloud and related names are trademarks of Salesforce, Inc.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul>
        <li>
          Give a valid email address and keep your password to yourself. You are responsible for what your
          account posts.
        </li>
        <li>One person per account. Do not impersonate others or pick a username that misleads.</li>
        <li>
          You can delete your account at any time on My Profile; see the{' '}
          <Link to={paths.privacy.getHref()}>privacy notice</Link> for what that removes.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and its licence',
    content: (
      <>
        <p>
          You keep the rights to the snippets and comments you post. By posting, you confirm that you may
          share them, and you allow Cloud Snippets to store, display and distribute them on the site, and
          allow every visitor to copy, use and adapt your snippets in their own projects, commercial ones
          included.
        </p>
        <p>
          Do not post code you are not allowed to share, such as code from an employer&apos;s or client&apos;s
          private repositories, or code under a licence that forbids it.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>
          Follow the <Link to={paths.community.getHref()}>community guidelines</Link>. In particular, do not
          post:
        </p>
        <ul>
          <li>credentials, API keys, tokens or other secrets, yours or anyone else&apos;s;</li>
          <li>personal data of real people, such as subscriber or customer records;</li>
          <li>
            malicious code, code meant to break into or harm systems, or code hidden to do something other
            than it claims;
          </li>
          <li>spam, advertising, harassment or illegal content.</li>
        </ul>
        <p>
          Do not try to get around rate limits or bot protection, scrape the site in a way that burdens it, or
          access other members&apos; accounts.
        </p>
      </>
    ),
  },
  {
    id: 'moderation',
    title: 'Moderation',
    content: (
      <p>
        Administrators may remove comments, and the operators may remove snippets or close accounts that break
        these terms or the guidelines, with or without notice in serious cases (leaked secrets, personal data,
        malware, abuse). Report problems through the <Link to={paths.contact.getHref()}>contact form</Link>.
      </p>
    ),
  },
  {
    id: 'no-warranty',
    title: 'Code is shared as is',
    content: (
      <p>
        Snippets are written by community members, not by us or by Salesforce. They come{' '}
        <strong>as is</strong>, without any warranty that they are correct, secure or fit for your purpose.
        Review and test any code in a sandbox before you use it in production. To the extent the law allows,
        we are not liable for any damage that comes from using code or content found on the site.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    content: (
      <p>
        We run the site on a best-effort basis and may change, pause or end it, or these terms. When the terms
        change we update the date at the top of this page; continuing to use the site means you accept the new
        version.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms? Write to us through the{' '}
        <Link to={paths.contact.getHref()}>contact form</Link>.
      </p>
    ),
  },
];

/** /terms: the terms of use. */
export default function TermsRoute() {
  return (
    <DocumentPage
      title="Terms of Service"
      lead="The rules of using Cloud Snippets."
      description="The terms of use of Cloud Snippets: accounts, the licence of shared snippets, acceptable use, moderation, and code shared as is."
      updated="November 2026"
      intro={
        <p>
          These terms apply when you use Cloud Snippets. They are short on purpose; please read them, together
          with the <Link to={paths.privacy.getHref()}>privacy notice</Link> and the{' '}
          <Link to={paths.community.getHref()}>community guidelines</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
