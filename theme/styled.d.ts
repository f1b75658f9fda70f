import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // A typo in a token name is a compile error everywhere `props.theme` is read.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
