import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import {
  ZComment,
  ZCommentList,
  ZCommentListQuery,
  ZCreateCommentRequest,
  ZCreatePostRequest,
  ZPostCard,
  ZPostDetail,
  ZPostList,
  ZPostListQuery,
} from "#shared/schemas/posts.js";
import { requireViewer } from "#server/lib/policy.js";
import { createComment, deleteComment, findComments } from "./comments.js";
import { createPost, findPosts, getPost } from "./service.js";

/**
 * Community routes (spec 01 §2, §6, §7): the feed is public; a single post, answers and posting need a
 * signed-in user (401 otherwise).
 *  - `GET /api/posts?type=&limit=&offset=`, `POST /api/posts`, `GET /api/posts/:id`
 *  - `GET /api/posts/:id/comments`, `POST /api/posts/:id/comments`, `DELETE /api/comments/:id`
 */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/posts",
    {
      schema: {
        tags: ["posts"],
        querystring: ZPostListQuery,
        response: { 200: ZPostList, 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      // Changes whenever someone posts or answers: browsers revalidate, shared caches may keep it briefly.
      reply.header("cache-control", "public, max-age=0, s-maxage=30");
      return findPosts(app.db, { storage: app.storage, query: request.query });
    },
  );

  app.post(
    "/posts",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" }, topics: ["posts"] },
      schema: {
        tags: ["posts"],
        body: ZCreatePostRequest,
        response: { 201: ZPostCard, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const author = await requireViewer(request, reply);
      const post = await createPost(app.db, { storage: app.storage, author, request: request.body });
      return reply.status(201).send(post);
    },
  );

  app.get(
    "/posts/:id",
    {
      schema: {
        tags: ["posts"],
        params: ZIdParam,
        response: { 200: ZPostDetail, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      reply.header("cache-control", "private, no-store");
      return getPost(app.db, { storage: app.storage, id: request.params.id, viewer });
    },
  );

  app.get(
    "/posts/:id/comments",
    {
      schema: {
        tags: ["posts"],
        params: ZIdParam,
        querystring: ZCommentListQuery,
        response: { 200: ZCommentList, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      reply.header("cache-control", "private, no-store");
      return findComments(app.db, { postId: request.params.id, viewer, query: request.query });
    },
  );

  app.post(
    "/posts/:id/comments",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" }, topics: ["posts"] },
      schema: {
        tags: ["posts"],
        params: ZIdParam,
        body: ZCreateCommentRequest,
        response: { 201: ZComment, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const comment = await createComment(app.db, {
        postId: request.params.id,
        viewer,
        request: request.body,
      });
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    "/comments/:id",
    {
      config: { topics: ["posts"] },
      schema: {
        tags: ["posts"],
        params: ZIdParam,
        response: { 204: z.null(), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await deleteComment(app.db, { id: request.params.id, viewer });
      return reply.status(204).send(null);
    },
  );
};
