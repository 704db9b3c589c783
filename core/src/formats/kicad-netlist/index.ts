export {
  type KicadNetlist,
  type NetlistComponent,
  type NetlistNet,
  type NetlistNode,
  readKicadNetlist,
} from './read-netlist';
