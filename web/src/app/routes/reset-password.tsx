import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { PasswordStrengthMeter } from '../../features/auth/components/password-strength-meter';
import { AuthCard } from './auth-card';

const strengthMeter = (password: string) => <PasswordStrengthMeter password={password} />;

/** /reset-password?token= (decision 051): a reset mail's link; the token stays out of the page's meta. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title="Set a New Password" canonicalPath={paths.resetPassword.path} noindex />
      <AuthCard title="Set a new password" lead="Choose a new password for your account.">
        <ResetPasswordForm token={searchParams.get('token')} strengthMeter={strengthMeter} />
      </AuthCard>
    </>
  );
}
