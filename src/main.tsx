import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/router';
import './app/global.css';
import { hideDecorativeIcons } from './app/ui/decorativeIcons';

preloadScreen(window.location.pathname);

// Overlays render outside #root (antd portals into body): watch the whole body.
hideDecorativeIcons();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
