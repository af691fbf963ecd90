import { PageMeta } from '../../components/page-meta';
import { LoginForm } from '../../features/auth/components/login-form';
import { AuthCard } from './auth-card';

export default function LoginRoute() {
  return (
    <>
      <PageMeta
        title="Log In"
        description="Sign in to Cloud Snippets to share, like and save Salesforce code snippets."
      />
      <AuthCard title="Welcome back" lead="Sign in to share, like and save snippets.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
