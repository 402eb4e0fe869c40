import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { QueryCacheHost } from './query-cache';
import type { ApiExtra } from './request';

/** This lib's hooks, typed on the part of the store it owns: the query cache. */
export const useQueryCacheSelector = useSelector.withTypes<QueryCacheHost>();
export const useQueryDispatch = useDispatch.withTypes<ThunkDispatch<QueryCacheHost, ApiExtra, UnknownAction>>();
