import { Link } from 'react-router';
import { DocumentPage, type DocumentSection } from '../../components/layouts/document-page';
import { paths } from '../../config/paths';

const SECTIONS: DocumentSection[] = [
  {
    id: 'be-kind',
    title: 'Be kind and constructive',
    content: (
      <>
        <p>
          Everyone here was new to AMPscript, Apex or Journey Builder once. Assume good intent, explain rather
          than judge, and keep feedback about the code, never about the person.
        </p>
        <ul>
          <li>
            No harassment, insults, discrimination or personal attacks, in snippets, comments or profiles.
          </li>
          <li>
            When you point out a problem, say why and, if you can, how to fix it (a governor limit, a missing{' '}
            <code>IsNull()</code> check, an unescaped value).
          </li>
          <li>Disagree about approaches politely: there is often more than one right way on the platform.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'share-working-code',
    title: 'Share code that works',
    content: (
      <>
        <p>A snippet is only useful if someone else can paste it and trust it.</p>
        <ul>
          <li>Share code you have run, in a sandbox, a test business unit or a developer org.</li>
          <li>
            Give it a clear title, say what it does and when to use it in the description, and pick the right
            platform, category and language so people can find it.
          </li>
          <li>
            Mention limits and assumptions: the data extension or object it expects, API versions,
            permissions, and anything that behaves differently in production.
          </li>
          <li>Keep snippets focused. One task per snippet beats a whole project pasted in.</li>
          <li>Found a bug in your own snippet? Edit it, so the next person gets the fixed version.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-secrets',
    title: 'No secrets, credentials or personal data',
    content: (
      <>
        <p>
          Everything you post is public. Before you publish, read your code once more and remove anything that
          belongs to your org or your subscribers:
        </p>
        <ul>
          <li>
            <strong>Credentials:</strong> passwords, API keys, client ids and secrets of installed packages,
            access and refresh tokens, session ids, private keys and certificates.
          </li>
          <li>
            <strong>Org details:</strong> instance and tenant-specific URLs (your subdomain), MIDs, org ids
            and internal hostnames. Use placeholders such as <code>YOUR_SUBDOMAIN</code> or{' '}
            <code>{'{{client_id}}'}</code>.
          </li>
          <li>
            <strong>Personal data (PII):</strong> real email addresses, names, phone numbers, subscriber keys
            or customer records. Use invented sample data.
          </li>
        </ul>
        <p>
          If you leaked a secret by accident, rotate it in Salesforce first, then edit or delete the snippet.
          Deleting a snippet removes it from the site, but anyone may have copied it in the meantime.
        </p>
      </>
    ),
  },
  {
    id: 'credit-sources',
    title: 'Credit your sources',
    content: (
      <>
        <p>
          Post code you wrote or have the right to share. If a snippet builds on someone else&apos;s work, a
          blog post, a Stack Exchange answer or the official documentation, say so in the description with a
          link, and respect the licence it came with.
        </p>
        <p>Do not post code copied from your employer&apos;s or a client&apos;s private repositories.</p>
      </>
    ),
  },
  {
    id: 'comments',
    title: 'Comments and reactions',
    content: (
      <ul>
        <li>Use comments to ask questions, suggest improvements or say what worked for you.</li>
        <li>Likes and dislikes are for the quality of the code, not for the author.</li>
        <li>
          No spam, advertising or link farming. Comments are rate limited to keep conversations readable.
        </li>
      </ul>
    ),
  },
  {
    id: 'moderation',
    title: 'How moderation works',
    content: (
      <>
        <p>Cloud Snippets is run by a small team of volunteer administrators.</p>
        <ul>
          <li>Administrators can remove any comment that breaks these guidelines.</li>
          <li>
            Administrators choose the featured snippets on the home page: working, well-described code that
            follows these guidelines.
          </li>
          <li>
            Snippets belong to their authors, who can edit or delete them at any time. When a snippet breaks
            the guidelines we contact its author first. Leaked credentials, personal data, malware and abuse
            are removed without waiting, and accounts that keep breaking the rules are closed.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'report',
    title: 'Report a problem',
    content: (
      <p>
        Seen a leaked secret, personal data, abuse or spam? Tell us through the{' '}
        <Link to={paths.contact.getHref()}>contact form</Link> with the link to the snippet or comment and
        what is wrong. We read every report. For your own account and data, see the{' '}
        <Link to={paths.privacy.getHref()}>privacy notice</Link> and the{' '}
        <Link to={paths.terms.getHref()}>terms of use</Link>.
      </p>
    ),
  },
];

/** /community: the community guidelines. */
export default function CommunityRoute() {
  return (
    <DocumentPage
      title="Community Guidelines"
      lead="How we share Salesforce code and help each other on Cloud Snippets."
      description="Community guidelines of Cloud Snippets: be kind, share working code, keep secrets and personal data out of snippets, credit sources, and how moderation works."
      intro={
        <p>
          Cloud Snippets is a place for Marketing Cloud and Sales &amp; Service Cloud developers to share code
          that solves real problems. These guidelines keep it useful and welcoming. By posting, you agree to
          follow them.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
