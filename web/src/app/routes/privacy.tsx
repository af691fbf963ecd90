import { Link } from 'react-router';
import { DocumentPage, type DocumentSection } from '../../components/layouts/document-page';
import { paths } from '../../config/paths';

const SECTIONS: DocumentSection[] = [
  {
    id: 'account-data',
    title: 'Your account',
    content: (
      <>
        <p>When you register and use your account we store:</p>
        <ul>
          <li>
            your <strong>username</strong> and <strong>email address</strong>. The username is public; the
            email address is never shown to other members;
          </li>
          <li>
            your <strong>password</strong>, only as an Argon2id hash. We never store or log the password
            itself and cannot tell you what it is;
          </li>
          <li>
            the <strong>profile fields</strong> you choose to fill in: bio, company, website, location, job
            title and social links, all public on your profile;
          </li>
          <li>
            your <strong>avatar</strong>, if you upload one. The image is decoded and re-encoded to at most
            512×512 pixels, which strips its metadata (camera details, GPS location and the like) before it is
            stored;
          </li>
          <li>your role (member or administrator) and the date you joined.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'What you share',
    content: (
      <>
        <p>
          Your <strong>snippets</strong> and <strong>comments</strong> are public, with your username. We also
          store your <strong>likes and dislikes</strong> of snippets and comments and the snippets you{' '}
          <strong>save</strong>. Your saved list is visible to you only; like and save counts are shown as
          totals.
        </p>
      </>
    ),
  },
  {
    id: 'views',
    title: 'Snippet views',
    content: (
      <p>
        Each snippet shows how often it was viewed. A view is counted once per viewer per snippet per day. For
        a signed-in member we record the member; for a guest we record only a keyed hash of the IP address
        (HMAC with a secret key of the server), not the address itself, so the record cannot be turned back
        into the address.
      </p>
    ),
  },
  {
    id: 'sessions',
    title: 'Sessions and your browser',
    content: (
      <>
        <p>
          When you sign in, the server keeps a session record (your account, when it started and when it
          expires: one day, or 30 days with “Remember me”). Logging out, changing your password or deleting
          your account ends sessions on the server.
        </p>
        <p>
          Your browser&apos;s local storage holds two entries while you are signed in: the sign-in token and a
          copy of your user object (username, email, profile fields) so pages can show who you are. Logging
          out removes both.
        </p>
        <p>
          We use <strong>no advertising or tracking cookies</strong> and no analytics services. Fonts and
          everything else the site needs are served by this site itself.
        </p>
      </>
    ),
  },
  {
    id: 'contact-messages',
    title: 'Messages you send us',
    content: (
      <p>
        Messages sent through the <Link to={paths.contact.getHref()}>contact form</Link> are stored with the
        name, email address, subject and text you entered, the time, and your account if you were signed in.
        Only administrators read them, to answer you. If you delete your account, the messages stay but no
        longer point to it.
      </p>
    ),
  },
  {
    id: 'recaptcha',
    title: 'Bot protection (Google reCAPTCHA)',
    content: (
      <p>
        When the operators of this site turn bot protection on, the log in, register and contact pages load
        Google reCAPTCHA v3, which sends information about your browser and your use of the page to Google to
        tell people from bots. It is used only on those three pages and only when enabled; the pages then say
        so under the form. Google&apos;s{' '}
        <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>{' '}
        and{' '}
        <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>{' '}
        apply to it.
      </p>
    ),
  },
  {
    id: 'technical',
    title: 'Technical records',
    content: (
      <p>
        To keep the site running and to stop abuse, the server limits how often a client may try to sign in,
        register, comment or send a message. These limits keep short-lived counters per IP address (and per
        account for sign-in attempts) that expire after the limit&apos;s time window. The server&apos;s
        operational logs record requests, which can include IP addresses; passwords and tokens are removed
        from the logs.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and deleting your account',
    content: (
      <>
        <ul>
          <li>
            You can see and change your profile and avatar on{' '}
            <Link to={paths.profile.getHref()}>My Profile</Link>, and edit or delete each of your snippets and
            comments.
          </li>
          <li>
            You can delete your account on <Link to={paths.profile.getHref()}>My Profile</Link>. Deleting it
            deletes your account data, your snippets (with their comments), your comments, your likes and
            dislikes, your saves and your sessions, at once and for good.
          </li>
          <li>
            For anything else about your data, write to us through the{' '}
            <Link to={paths.contact.getHref()}>contact form</Link>.
          </li>
        </ul>
        <p>We do not sell your data or share it with anyone for marketing.</p>
      </>
    ),
  },
];

/** /privacy: the privacy notice — what the site stores, truthfully. */
export default function PrivacyRoute() {
  return (
    <DocumentPage
      title="Privacy Policy"
      lead="What Cloud Snippets stores about you, why, and how to remove it."
      description="The privacy notice of Cloud Snippets: account data, snippets, comments, reactions, saves, views, sessions, contact messages, reCAPTCHA and account deletion."
      updated="November 2026"
      intro={
        <p>
          Cloud Snippets stores only what it needs to run a code-sharing community. This notice lists all of
          it. Questions are welcome through the <Link to={paths.contact.getHref()}>contact form</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
