export { importKicad } from './import-kicad';
