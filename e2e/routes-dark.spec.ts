/**
 * Every route in the dark scheme: a deep link, a reload, and the not-found page. At the
 * phone's and the desktop's widths; routes.spec.ts covers every width in the light scheme.
 */
import { routeTestsIn } from './support/routeTests.ts';

routeTestsIn('dark');
