/**
 * Every route at the screen's width in the light scheme: a deep link, a reload, and the
 * not-found page (routes-dark.spec.ts: the same in the dark scheme, at the phone's and the
 * desktop's widths). What holds whatever the width is in every-page.spec.ts.
 */
import { routeTestsIn } from './support/routeTests.ts';

routeTestsIn('light');
