// Imported first by index.ts, so every function is defined after these defaults are in place.
import { setGlobalOptions } from 'firebase-functions/options';

import { REGION } from './region';

setGlobalOptions({ region: REGION, maxInstances: 10 });
