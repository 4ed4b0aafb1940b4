/**
 * Every response schema of the content API. Importing this module loads them all, so the registry
 * is complete when the OpenAPI document is built (server only: the browser needs just the types).
 */
import './core';
import './details';
import './asc';
import './hub';
import './remoteControl';
import './discovery';
import './serialNumberChecker';
import './misc';
import './repair';
import './feedback';
import './insights';

export { responseRegistry } from './registry';
