import { BookOpen, Mail, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '../../components/layouts/page-shell';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { ContactForm } from '../../features/contact/components/contact-form';

const TOPICS = [
  {
    icon: ShieldAlert,
    title: 'Report a snippet or comment',
    text: 'Leaked secrets, personal data, spam or abuse: include the link and what is wrong.',
  },
  {
    icon: Mail,
    title: 'Account and data',
    text: 'Trouble signing in, questions about your data, or anything about your account.',
  },
  {
    icon: BookOpen,
    title: 'Feedback and ideas',
    text: 'Missing a language, a category or a feature? Tell us what would help you.',
  },
];

/** /contact: a message to the administrators (bot-checked when protection is on, rate limited). */
export default function ContactRoute() {
  const { user } = useSession();
  return (
    <PageShell
      title="Contact Us"
      lead="Questions, feedback, reports or account help: write to the team behind Cloud Snippets."
      description="Contact the Cloud Snippets team: report a snippet or comment, ask about your account and data, or send feedback."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8">
          <ContactForm
            // A member who signs in or out here gets a fresh form with the right name and email.
            key={user?._id ?? 'guest'}
            defaults={user ? { name: user.username, email: user.email } : undefined}
          />
        </div>
        <aside aria-label="What to write about" className="space-y-4">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <div
              key={title}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </div>
          ))}
          <p className="px-1 text-sm text-slate-600">
            Please read the{' '}
            <Link to={paths.community.getHref()} className="font-medium text-brand-700 hover:underline">
              community guidelines
            </Link>{' '}
            first, and never send passwords or API keys. How we handle your message is in the{' '}
            <Link to={paths.privacy.getHref()} className="font-medium text-brand-700 hover:underline">
              privacy notice
            </Link>
            .
          </p>
        </aside>
      </div>
    </PageShell>
  );
}
