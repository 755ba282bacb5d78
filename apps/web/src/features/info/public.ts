/** What other features use of the backend info: its public part (the privacy page states the trail's period). */
export { useBackendInfo } from './api';
