import { Outlet } from 'react-router';

/** Embedded widgets and payment pages: the page alone, so it fits any frame. */
export default function NoneLayout() {
  return (
    <main id="main" className="bare-layout">
      <Outlet />
    </main>
  );
}
