import { PageIntro } from '@xchange/remote-kit';

export function AdminProfilePage() {
  return (
    <PageIntro
      title="Admin Profile"
      description="Your administrator name, sign-in user and password."
      intro="Your administrator name and sign-in user, and where you change your password."
    />
  );
}
