export { importKicad, importKicadBytes } from './import-kicad';
