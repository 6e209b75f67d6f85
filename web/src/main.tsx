import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from './api/request';
import { PageLoading } from './components/PageLoading';
import { Provider } from './components/ui/provider';
import { Toaster } from './components/ui/toaster';
import { activateLocale, initialLocale } from './i18n/i18n';
import { createRouter } from './routes/router';

await activateLocale(initialLocale());
const root = createRoot(document.getElementById('root')!);

// The first frame is the loading page, painted from the entry alone; only then does the router
// start on the page's own code and data. On a slow or busy device the person sees the app at
// once, instead of a blank page until every script of the page has arrived and run.
flushSync(() =>
  root.render(
    <StrictMode>
      <Provider>
        <PageLoading />
      </Provider>
    </StrictMode>,
  ),
);
await afterNextPaint();

const router = createRouter();
setNavigator((path) => void router.navigate(path));
root.render(
  <StrictMode>
    <Provider>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  </StrictMode>,
);

/** Resolves once the browser has painted the next frame (a frame, then a task after it). */
function afterNextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
