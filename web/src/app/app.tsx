import { BrowserRouter } from 'react-router';
import { AppProviders, ToasterAfterFirstPaint } from './providers';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
        <ToasterAfterFirstPaint />
      </BrowserRouter>
    </AppProviders>
  );
}
