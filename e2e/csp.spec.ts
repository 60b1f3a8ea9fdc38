import { defineServingSmoke } from './smoke/servingSmoke';

// The main suite's server is `node server/serve.mjs`, the server of `npm start`.
defineServingSmoke('npm start');
