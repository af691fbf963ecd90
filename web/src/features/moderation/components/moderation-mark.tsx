import HiddenBanner from './hidden-banner';
import ReportButton, { type ReportButtonProps } from './report-button';

export type ModerationMarkProps =
  ({ mark: 'hidden' } & { className?: string }) | ({ mark: 'report' } & ReportButtonProps);

/**
 * What a snippet's page shows of moderation to a signed-in reader (decision 053): the banner of a hidden snippet or
 * comment's Report. One module, so the page names one lazy chunk for both rather than two.
 */
export default function ModerationMark(props: ModerationMarkProps) {
  if (props.mark === 'hidden') return <HiddenBanner className={props.className} />;
  const { mark: _mark, ...report } = props;
  return <ReportButton {...report} />;
}
