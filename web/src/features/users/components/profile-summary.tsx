import { Briefcase, CalendarDays, Link2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicUser } from '@cloud-snippets/contract';
import { Avatar } from '../../../components/ui/avatar';
import { useReaderTime } from '../../../lib/reader-time';

/** 'https://amychen.dev/' → 'amychen.dev'. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export type ProfileUser = Pick<
  PublicUser,
  'username' | 'avatar' | 'bio' | 'company' | 'website' | 'location' | 'jobTitle' | 'createdAt'
>;

/**
 * Who the member is: avatar (or initial letter), username as the page heading, job title, bio, and the details
 * list. `photoControl` goes under the avatar (the owner's photo change), `children` after the details.
 */
export function ProfileSummary({
  user,
  photoControl,
  headingLevel = 1,
  editor,
  children,
}: {
  user: ProfileUser;
  photoControl?: ReactNode;
  headingLevel?: 1 | 2;
  /** Shown instead of the bio and details while the owner edits them. */
  editor?: ReactNode;
  children?: ReactNode;
}) {
  const time = useReaderTime();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col gap-5" data-testid="profile-summary">
      <div className="flex items-center gap-4 lg:flex-col lg:items-start">
        <Avatar
          src={user.avatar}
          name={user.username}
          alt={`${user.username}'s avatar`}
          size={128}
          loading="eager"
          className="size-20 text-3xl sm:size-24 lg:size-32 lg:text-5xl"
        />
        <div className="min-w-0">
          <Heading
            className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl"
            data-testid="profile-username"
          >
            {user.username}
          </Heading>
          {user.jobTitle && <p className="mt-0.5 text-slate-600">{user.jobTitle}</p>}
        </div>
      </div>
      {photoControl}
      {editor ?? (
        <>
          {user.bio && (
            <p
              className="text-[15px] leading-relaxed whitespace-pre-line text-slate-700"
              data-testid="profile-bio"
            >
              {user.bio}
            </p>
          )}
          <ul className="space-y-2 text-sm text-slate-700">
            {user.company && (
              <li className="flex items-center gap-2" data-testid="profile-company">
                <Briefcase aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="sr-only">Company: </span>
                <span className="min-w-0 break-words">{user.company}</span>
              </li>
            )}
            {user.location && (
              <li className="flex items-center gap-2" data-testid="profile-location">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="sr-only">Location: </span>
                <span className="min-w-0 break-words">{user.location}</span>
              </li>
            )}
            {user.website && (
              <li className="flex items-center gap-2">
                <Link2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="sr-only">Website: </span>
                <a
                  href={user.website}
                  target="_blank"
                  rel="nofollow ugc noopener"
                  data-testid="profile-website"
                  className="min-w-0 truncate font-medium text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {displayUrl(user.website)}
                </a>
              </li>
            )}
            <li className="flex items-center gap-2" data-testid="profile-member-since">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              Member since {time.monthYear(user.createdAt)}
            </li>
          </ul>
          {children}
        </>
      )}
    </div>
  );
}
