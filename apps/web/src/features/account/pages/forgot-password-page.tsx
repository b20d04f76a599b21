// /forgot-password: asks for the address and says a link is on its way. The answer is the same whether
// the address has an account or not, so the page never tells who is a member.
import { useRequestPasswordReset } from '../api/request-password-reset';
import { MailedLinkRequest } from '../components/mailed-link-request';

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return <MailedLinkRequest request={request} words={{ section: 'forgot', sent: 'resetLinkSent' }} />;
}
