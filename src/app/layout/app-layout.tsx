import { Outlet } from 'react-router-dom';
import { NotificationBar } from '../../ui/notification-bar.tsx';
import { TopBar } from './top-bar.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function AppLayout() {
  return (
    <div className="min-h-screen">
      <TopBar />
      <NotificationBar />
      <main id="content">
        <Outlet />
      </main>
      <UpdatePrompt />
    </div>
  );
}
