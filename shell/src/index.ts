// Eager entry kept tiny: the federation runtime must negotiate shared modules before React loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
