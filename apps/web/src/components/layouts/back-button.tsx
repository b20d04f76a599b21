// "Back" on the public pages: to a given page, or one step back in the history (falling back to the
// home page when the visitor arrived directly, so the button never leaves the site).
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { buttonStyles } from './styles';

type BackButtonProps = { label: string; to?: string };

export function BackButton({ label, to }: BackButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  if (to) {
    return (
      <Link to={to} className={buttonStyles.ghost}>
        <ArrowLeftIcon />
        {label}
      </Link>
    );
  }
  // React Router gives the first entry of a visit the key "default".
  const hasHistory = location.key !== 'default';
  return (
    <button type="button" onClick={() => (hasHistory ? navigate(-1) : navigate('/'))} className={buttonStyles.ghost}>
      <ArrowLeftIcon />
      {label}
    </button>
  );
}
