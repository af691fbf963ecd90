import { PageMeta } from '../../components/page-meta';
import { RegisterForm } from '../../features/auth/components/register-form';
import { AuthCard } from './auth-card';

export default function RegisterRoute() {
  return (
    <>
      <PageMeta title="Register" description="Join the Cloud Snippets community of Salesforce developers." />
      <AuthCard title="Join the community" lead="Create your account to share your Salesforce code.">
        <RegisterForm />
      </AuthCard>
    </>
  );
}
