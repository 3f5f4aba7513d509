// Set-up for every web test: a clean DOM after each test, and waits sized for a busy machine
// (CI runs these on a small machine; testing-library's waitFor and findBy* give up after 1 s by
// default, though they end as soon as their condition holds).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
