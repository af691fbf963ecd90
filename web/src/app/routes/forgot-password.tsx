import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { AuthCard } from './auth-card';

/** /forgot-password (decision 051): the address, and a link to set a new password goes there. */
export default function ForgotPasswordRoute() {
  return (
    <>
      <PageMeta
        title="Forgot Password"
        description="Set a new password for your Cloud Snippets account."
        canonicalPath={paths.forgotPassword.getHref()}
      />
      <AuthCard
        title="Forgot your password?"
        lead="Tell us your address and we send you a link to set a new one."
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
