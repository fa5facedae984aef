// Animation plus drag and layout (framer-motion's domMax); only what drags loads it.
import { domMax } from 'framer-motion';

export default domMax;
