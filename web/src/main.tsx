import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from './api/request';
import { Provider } from './components/ui/provider';
import { Toaster } from './components/ui/toaster';
import { activateLocale, initialLocale } from './i18n/i18n';
import { router } from './routes/router';

await activateLocale(initialLocale());
setNavigator((path) => void router.navigate(path));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  </StrictMode>,
);
