/**
 * Component tests wait for what they need (findBy…, waitFor), never a fixed time; testing-library's
 * default of 1 s for such a wait is too tight when CI and other work share the 2 cores.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
