import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider } from './components/ui/provider';
import { activateLocale, initialLocale } from './i18n/i18n';
import { router } from './routes/router';

await activateLocale(initialLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
