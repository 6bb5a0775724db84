# SGF reader/writer tests; include()d from tests/gtp/CMakeLists.txt.
# gtp/sgf.cpp depends only on rules/, so the test compiles it directly.
sente_add_catch_test(test_sgf
  ${CMAKE_CURRENT_LIST_DIR}/sgf_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sgf_hostile_test.cpp
  ${PROJECT_SOURCE_DIR}/gtp/sgf.cpp
)
target_link_libraries(test_sgf PRIVATE sente_rules)
