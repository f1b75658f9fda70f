export { OwnerLinks } from './OwnerLinks';
