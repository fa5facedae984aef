// The features an `m` element needs to animate and to take part in AnimatePresence; downloaded with the first one shown.
import { domAnimation } from 'framer-motion';

export default domAnimation;
