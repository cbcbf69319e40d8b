import { Outlet } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context.tsx';
import { InitialLoad } from '../../entities/initial-load.tsx';
import { NotificationBar } from '../../ui/notification-bar.tsx';
import { TopBar } from './top-bar.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function AppLayout() {
  const { user } = useAuth();
  return (
    <div className="min-h-screen">
      <TopBar />
      <NotificationBar />
      <main id="content">
        <InitialLoad signedIn={user !== undefined}>
          <Outlet />
        </InitialLoad>
      </main>
      <UpdatePrompt />
    </div>
  );
}
