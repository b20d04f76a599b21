// The frame of "Mon Profil" and its settings (decision 060): the member header (with sign-out), the
// sections' navigation and the page's <main>. Each section is a child route with its own address,
// title and heading; the frame stays in place while the member moves between them.
import { Outlet } from 'react-router';
import { MemberHeader } from '../../../components/ui/member-header';
import { SettingsNav } from '../components/settings-nav';

export default function SettingsLayout() {
  return (
    <div className="min-h-dvh">
      <MemberHeader />
      <SettingsNav />
      <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
        <Outlet />
      </main>
    </div>
  );
}
