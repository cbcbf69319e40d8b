import { Outlet } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context.tsx';
import { InitialLoad } from '../../entities/initial-load.tsx';
import { NotificationBar } from '../../ui/notification-bar.tsx';
import { useLanguageFromServer } from '../language-sync.tsx';
import { TopBar } from './top-bar.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function AppLayout() {
  const { user } = useAuth();
  useLanguageFromServer(user !== undefined);
  return (
    <div className="min-h-screen">
      {/* On paper only the page's own print content (the schedule's run sheet): no menus, bars or buttons. */}
      <div className="contents print:hidden">
        <TopBar />
        <NotificationBar />
      </div>
      <main id="content">
        <InitialLoad signedIn={user !== undefined}>
          <Outlet />
        </InitialLoad>
      </main>
      <div className="contents print:hidden">
        <UpdatePrompt />
      </div>
    </div>
  );
}
